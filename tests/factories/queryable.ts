// What factories run their SQL on: a pool (postgres.Sql) or a transaction (TransactionSql).
// ISql is the part postgres.js's two types share.
import type postgres from 'postgres';

export type Queryable = postgres.ISql;

// The SQL behind the back office's user management: site users
// newest first with an optional search over email, username and names, one user's favourites
// and orders, and the active flag. Plain camelCase rows; times as Date, money as numeric text.
import type { Queryable } from '#db/connection.ts';

export interface SiteUserRow {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  isEmailVerified: boolean;
  registrationDate: Date;
  lastLogin: Date | null;
  role: string;
}

const siteUserColumns = (q: Queryable) => q`
  u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
  u.is_active AS "isActive", u.is_email_verified AS "isEmailVerified",
  u.registration_date AS "registrationDate", u.last_login AS "lastLogin", u.role`;

/** `search` as an ILIKE pattern matching it anywhere, its own % _ and \ taken literally. */
const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The users matching `search` (every user without one): email, username, first, last or full name. */
const matching = (q: Queryable, search: string | undefined) => {
  if (!search) return q`true`;
  const pattern = containsPattern(search);
  return q`(u.email ILIKE ${pattern} OR u.username ILIKE ${pattern} OR u.first_name ILIKE ${pattern}
    OR u.last_name ILIKE ${pattern} OR concat_ws(' ', u.first_name, u.last_name) ILIKE ${pattern})`;
};

export async function findSiteUsers(
  q: Queryable,
  options: { search?: string; limit: number; offset: number },
): Promise<{ users: SiteUserRow[]; total: number }> {
  const users = await q<SiteUserRow[]>`
    SELECT ${siteUserColumns(q)} FROM users u
    WHERE ${matching(q, options.search)}
    ORDER BY u.registration_date DESC, u.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset}`;
  const [count] = await q<{ total: number }[]>`
    SELECT count(*)::int AS total FROM users u WHERE ${matching(q, options.search)}`;
  return { users, total: count?.total ?? 0 };
}

export async function findSiteUser(q: Queryable, id: number): Promise<SiteUserRow | undefined> {
  const [row] = await q<SiteUserRow[]>`SELECT ${siteUserColumns(q)} FROM users u WHERE u.id = ${id}`;
  return row;
}

/** Sets the flag; answers the user as she was before (undefined when there is none). */
export async function setSiteUserActive(
  q: Queryable,
  id: number,
  isActive: boolean,
): Promise<{ before: boolean; user: SiteUserRow } | undefined> {
  const [before] = await q<{ isActive: boolean }[]>`SELECT is_active AS "isActive" FROM users WHERE id = ${id} FOR UPDATE`;
  if (!before) return undefined;
  const [user] = await q<SiteUserRow[]>`
    UPDATE users u SET is_active = ${isActive} WHERE u.id = ${id} RETURNING ${siteUserColumns(q)}`;
  if (!user) return undefined;
  return { before: before.isActive, user };
}

export interface UserFavoriteRow {
  id: number;
  createdAt: Date;
  profile: {
    id: number;
    firstName: string;
    lastName: string | null;
    age: number;
    location: string;
    photos: string[];
    primaryPhoto: string | null;
  };
}

/** Every favourite of the user, newest first, whatever the profile's state (not deleted ones). */
export async function findUserFavorites(q: Queryable, userId: number): Promise<UserFavoriteRow[]> {
  return q<UserFavoriteRow[]>`
    SELECT f.id, f.created_at AS "createdAt",
      json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'age', p.age,
        'location', p.location, 'photos', to_json(p.photos), 'primaryPhoto', p.primary_photo) AS profile
    FROM user_favorites f JOIN profiles p ON p.id = f.profile_id
    WHERE f.user_id = ${userId} AND p.deleted_at IS NULL
    ORDER BY f.created_at DESC, f.id DESC`;
}

export interface UserOrderRow {
  id: number;
  createdAt: Date;
  status: string;
  totalAmount: string;
  currency: string;
  items: { id: number; price: string; profileId: number | null; firstName: string | null; lastName: string | null }[];
}

/**
 * The user's orders (orders.user_id), newest first, each with its items. An item's name is the
 * profile's as sold (the snapshot), else the profile's current one.
 */
export async function findUserOrders(q: Queryable, userId: number): Promise<UserOrderRow[]> {
  return q<UserOrderRow[]>`
    SELECT o.id, o.created_at AS "createdAt", o.status, o.total_amount::text AS "totalAmount", o.currency,
      coalesce((
        SELECT json_agg(json_build_object(
          'id', i.id, 'price', i.price::text, 'profileId', i.profile_id,
          'firstName', coalesce(i.profile_snapshot->>'firstName', p.first_name),
          'lastName', coalesce(i.profile_snapshot->>'lastName', p.last_name)) ORDER BY i.id)
        FROM order_items i LEFT JOIN profiles p ON p.id = i.profile_id
        WHERE i.order_id = o.id), '[]') AS items
    FROM orders o
    WHERE o.user_id = ${userId}
    ORDER BY o.created_at DESC, o.id DESC`;
}

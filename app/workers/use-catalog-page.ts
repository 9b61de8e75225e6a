// Browse's results from the catalogue worker (catalog-client.ts) as a React value.
import { useEffect, useState } from 'react';
import type { CatalogQuery } from '#app/local/catalog-query.ts';
import { catalogConnection } from './catalog-client.ts';
import type { CatalogAnswerPage } from './catalog-protocol.ts';

/**
 * One page of browse results from the worker, asked again whenever the replica changes; the
 * previous answer stays on screen until the new one arrives. Undefined until the first answer.
 */
export function useCatalogPage(query: CatalogQuery): CatalogAnswerPage | undefined {
  const [answer, setAnswer] = useState<CatalogAnswerPage>();
  const { search, location, age, sort, page, pageSize } = query;
  useEffect(() => {
    const catalog = catalogConnection();
    let current = true;
    const ask = () =>
      void catalog.query({ search, location, age, sort, page, pageSize }).then((next) => {
        if (current) setAnswer(next);
      });
    ask();
    const stop = catalog.onChanged(ask);
    return () => {
      current = false;
      stop();
    };
  }, [search, location, age, sort, page, pageSize]);
  return answer;
}

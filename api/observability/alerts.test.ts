// The alert rules shipped in deploy/prometheus/alerts.yml and the dashboard in deploy/grafana
// speak only of figures the app exports: a renamed metric fails here, not silently in production.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { collectProcessMetrics, registry } from './metrics.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every series name an expression uses (words followed by { or [ or standing alone as a metric). */
function metricNames(expression: string): string[] {
  return [...expression.matchAll(/\b(contacto_[a-z_]+|process_[a-z_]+|nodejs_[a-z_]+)\b/g)].map((m) => m[1]!);
}

/** The names Prometheus sees: a histogram's _bucket, _sum and _count too. */
async function exportedNames(): Promise<Set<string>> {
  collectProcessMetrics();
  const names = new Set<string>();
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('deploy/prometheus/alerts.yml', () => {
  const file = parse(readFileSync(path.join(ROOT, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
    groups: { name: string; rules: { alert: string; expr: string; for?: string }[] }[];
  };
  const rules = file.groups.flatMap((group) => group.rules);

  it('has the error-rate, job-age, pool and approval-deadline alerts, each with an expression', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'ContactoHighErrorRate',
        'ContactoJobsWaitingTooLong',
        'ContactoDatabasePoolSaturated',
        'ContactoApprovalDeadlinesNear',
      ]),
    );
    for (const rule of rules) expect(rule.expr.trim(), rule.alert).not.toBe('');
  });

  it('names only metrics the app exports', async () => {
    const exported = await exportedNames();
    for (const rule of rules) {
      const names = metricNames(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${rule.alert}: ${name}`).toBe(true);
    }
  });
});

describe('deploy/grafana/contacto-dashboard.json', () => {
  it('queries only metrics the app exports', async () => {
    const dashboard = JSON.parse(readFileSync(path.join(ROOT, 'deploy/grafana/contacto-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const exported = await exportedNames();
    const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => [panel.title, target.expr] as const));
    expect(expressions.length).toBeGreaterThan(5);
    for (const [title, expr] of expressions) {
      for (const name of metricNames(expr)) expect(exported.has(name), `${title}: ${name}`).toBe(true);
    }
  });
});

// The Kubernetes manifests (deploy/k8s) are valid against the Kubernetes API's schemas (the
// kubernetes-models package validates each object offline), cover every setting of .env.example,
// and keep the promises of the deployment: probes on the right paths, the release step, non-root
// pods. Where kubectl is installed, the base and the example overlay are rendered with its
// kustomize and every object rendered is validated too.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IPodSpec, ISecret } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..');
const K8S = path.join(ROOT, 'deploy/k8s');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  [key: string]: unknown;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(file);
    return entry.name.endsWith('.yaml') && entry.name !== 'kustomization.yaml' ? [file] : [];
  });
}

function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as Manifest | null)
    .filter((m): m is Manifest => m !== null);
}

/** The schema errors of one object, by its apiVersion and kind (an unknown kind is an error too). */
async function schemaErrors(manifest: Manifest): Promise<string[]> {
  let models: Record<string, unknown>;
  try {
    models = await import(/* @vite-ignore */ `kubernetes-models/${manifest.apiVersion}`);
  } catch {
    return [`no schema for apiVersion ${manifest.apiVersion}`];
  }
  const Model = models[manifest.kind] as (new (data: unknown) => { validate(): void }) | undefined;
  if (!Model) return [`no schema for ${manifest.apiVersion} ${manifest.kind}`];
  try {
    new Model(manifest).validate();
    return [];
  } catch (error) {
    return [`${manifest.kind} ${manifest.metadata?.name}: ${(error as Error).message}`];
  }
}

const files = yamlFiles(K8S);
const manifests = files.flatMap((file) => parseManifests(readFileSync(file, 'utf8')).map((m) => ({ file, manifest: m })));
function base<T>(kind: string, name: string): T {
  const found = manifests.find(
    ({ file, manifest }) => file.includes('/base/') && manifest.kind === kind && manifest.metadata.name === name,
  );
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s/base`);
  return structuredClone(found.manifest) as unknown as T;
}
const podOf = (workload: IDeployment | IJob): IPodSpec => {
  const pod = workload.spec?.template.spec;
  if (!pod) throw new Error(`${workload.metadata?.name} has no pod template`);
  return pod;
};

/** The variables of .env.example, without its tests section (settings of the test suite, not of a deployment). */
function exampleVariables(): string[] {
  const text = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const deployed = text.split(/^# --- tests\b/m)[0] ?? '';
  return [...deployed.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
}

describe('the Kubernetes manifests', () => {
  it('are each valid against the Kubernetes schema of their kind', async () => {
    expect(manifests.length).toBeGreaterThanOrEqual(10);
    const errors = (await Promise.all(manifests.map(({ manifest }) => schemaErrors(manifest)))).flat();
    expect(errors).toEqual([]);
  });

  it('a broken manifest is caught', async () => {
    const api = base<Manifest & { spec: { replicas: unknown; template: { spec: { containers: { name?: string }[] } } } }>(
      'Deployment',
      'contacto-api',
    );
    api.spec.replicas = 'two';
    delete api.spec.template.spec.containers[0]?.name;
    const errors = await schemaErrors(api);
    expect(errors.join('\n')).toMatch(/replicas must be integer/);
    expect(errors.join('\n')).toMatch(/containers\/0 must have required property name/);
    expect(await schemaErrors({ ...api, kind: 'Deploymnet' })).toEqual(['no schema for apps/v1 Deploymnet']);
  });

  it('list only files that exist in their kustomizations', () => {
    for (const dir of [path.join(K8S, 'base'), path.join(K8S, 'overlays/example')]) {
      const [kustomization] = parseManifests(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as unknown as {
        resources: string[];
        patches?: { path: string }[];
      }[];
      for (const entry of [...(kustomization?.resources ?? []), ...(kustomization?.patches ?? []).map((p) => p.path)])
        expect(existsSync(path.join(dir, entry)), `${dir}: ${entry}`).toBe(true);
    }
  });

  it('set every variable of .env.example in the ConfigMap or the Secret, and nothing else', () => {
    const config = Object.keys(base<IConfigMap>('ConfigMap', 'contacto-config').data ?? {});
    const secret = Object.keys(base<ISecret>('Secret', 'contacto-secrets').stringData ?? {});
    const variables = exampleVariables();
    expect(variables.length).toBeGreaterThan(30);
    expect(variables.filter((v) => !config.includes(v) && !secret.includes(v))).toEqual([]);
    expect([...config, ...secret].filter((v) => !variables.includes(v))).toEqual([]);
    expect(config.filter((v) => secret.includes(v))).toEqual([]);
    const overlaySecrets = readFileSync(path.join(K8S, 'overlays/example/secrets.env.example'), 'utf8');
    expect([...overlaySecrets.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]).sort()).toEqual([...secret].sort());
  });

  it('probe readiness and liveness on the API, the health port on the worker, and migrate in a Job before the pods', () => {
    const config = base<IConfigMap>('ConfigMap', 'contacto-config').data ?? {};
    expect(config.MIGRATE_ON_START).toBe('false');
    const apiDeployment = base<IDeployment>('Deployment', 'contacto-api');
    const api = podOf(apiDeployment).containers[0];
    expect(api?.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(api?.livenessProbe?.httpGet?.path).toBe('/api/health');
    const worker = podOf(base<IDeployment>('Deployment', 'contacto-worker')).containers[0];
    const healthPort = worker?.ports?.find((p) => p.name === worker.livenessProbe?.httpGet?.port)?.containerPort;
    expect(String(healthPort)).toBe(config.WORKER_HEALTH_PORT);
    expect(worker?.command).toEqual(['node', '--import', 'tsx', 'api/jobs/worker.ts']);
    expect(podOf(base<IJob>('Job', 'contacto-migrate')).containers[0]?.command).toEqual(['npm', 'run', 'db:migrate']);
    expect(base<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'contacto-api').spec?.scaleTargetRef.name).toBe('contacto-api');
    expect(base<IPodDisruptionBudget>('PodDisruptionBudget', 'contacto-api').spec?.selector?.matchLabels).toEqual(
      apiDeployment.spec?.selector.matchLabels,
    );
  });

  it('run every pod as the image user, not root, without privilege escalation', () => {
    const pods = manifests
      .map(({ manifest }) => manifest)
      .filter((m) => m.kind === 'Deployment' || m.kind === 'Job')
      .map((m) => podOf(m as unknown as IDeployment));
    expect(pods).toHaveLength(3);
    for (const pod of pods) {
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      for (const container of pod.containers)
        expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
    }
  });

  const kubectl = (() => {
    try {
      execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!kubectl)('render with kustomize, base and example overlay, into objects that are all valid', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'contacto-k8s-'));
    try {
      cpSync(K8S, tmp, { recursive: true });
      cpSync(path.join(tmp, 'overlays/example/secrets.env.example'), path.join(tmp, 'overlays/example/secrets.env'));
      for (const dir of ['base', 'overlays/example']) {
        const rendered = parseManifests(execFileSync('kubectl', ['kustomize', path.join(tmp, dir)], { encoding: 'utf8' }));
        // kustomize folds a Secret's base64 values into lines, which the API server's decoder
        // skips and the schema's base64 pattern does not
        for (const m of rendered as unknown as ISecret[])
          if (m.kind === 'Secret' && m.data) for (const [key, value] of Object.entries(m.data)) m.data[key] = value.replace(/\s/g, '');
        expect(rendered.length).toBeGreaterThanOrEqual(10);
        expect((await Promise.all(rendered.map(schemaErrors))).flat()).toEqual([]);
        if (dir !== 'base') {
          expect(rendered.every((m) => m.kind === 'Namespace' || (m.metadata as { namespace?: string }).namespace === 'contacto')).toBe(
            true,
          );
          const secret = rendered.find((m) => m.kind === 'Secret') as unknown as ISecret;
          expect(Buffer.from(secret.data?.DATABASE_URL ?? '', 'base64').toString()).toMatch(/^postgres:\/\//);
        }
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

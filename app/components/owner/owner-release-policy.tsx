// Her release policy on her owner page: the submission form's two choices; a change is saved at
// once (PUT /api/owner/release-policy) and applies to purchases to come, never to ones made.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#app/api/client.ts';
import { setOwnerReleasePolicy } from '#app/api/owner.ts';
import { ReleasePolicyOptions } from '#app/components/submission/release-policy-options.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import type { ReleasePolicyName } from '#contract/approval-request.schema.ts';
import type { OwnerProfile } from '#contract/owner.schema.ts';

export function OwnerReleasePolicy({
  token,
  view,
  onView,
  onInvalid,
}: {
  token: string;
  view: OwnerProfile;
  onView: (view: OwnerProfile) => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState<ReleasePolicyName | null>(null);

  const change = async (policy: ReleasePolicyName) => {
    if (saving || policy === view.releasePolicy) return;
    setSaving(policy);
    try {
      onView(await setOwnerReleasePolicy(token, policy));
      toast({ title: t(`owner.policy.saved.${policy}`), variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) onInvalid();
      else toast({ title: t('owner.done.failed'), variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby="owner-policy" className="mt-6 max-w-3xl" data-testid="owner-policy" data-policy={view.releasePolicy}>
      <h2 id="owner-policy" className="text-lg font-semibold text-stone-900">
        {t('owner.policy.title')}
      </h2>
      <p id="owner-policy-note" className="mt-1 text-sm text-stone-700">
        {t('owner.policy.note')}
      </p>
      <div className="mt-3" aria-busy={saving !== null}>
        <ReleasePolicyOptions
          value={saving ?? view.releasePolicy}
          onChange={(policy) => void change(policy)}
          disabled={saving !== null}
          legend={t('submission.policy.legend')}
          legendHidden
          describedBy="owner-policy-note"
          testId="owner-release-policy"
        />
      </div>
    </section>
  );
}

// A profile's status as the back office shows it: the status field when there is
// one, otherwise ACTIVE when approved, else PENDING; ACTIVE green, INACTIVE gray, the rest yellow.
import { useTranslation } from 'react-i18next';

export type DisplayStatus = 'ACTIVE' | 'INACTIVE' | 'PENDING';

export function displayStatus(status: string | null | undefined, isApproved: boolean): DisplayStatus {
  if (status === 'ACTIVE' || status === 'INACTIVE' || status === 'PENDING') return status;
  return isApproved ? 'ACTIVE' : 'PENDING';
}

const STYLES: Record<DisplayStatus, string> = {
  ACTIVE: 'bg-green-100 text-green-900 ring-green-600/30',
  INACTIVE: 'bg-stone-200 text-stone-800 ring-stone-500/30',
  PENDING: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
};

export function ProfileStatusBadge({ status, isApproved }: { status: string | null | undefined; isApproved: boolean }) {
  const { t } = useTranslation();
  const shown = displayStatus(status, isApproved);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[shown]}`}
      data-status={shown}
    >
      {t(`admin.status.${shown}`)}
    </span>
  );
}

// What a page shows while its data loads, and when loading failed. One spinner (still for visitors
// who ask for reduced motion) with its words in a polite status region; and one alert with a way
// to try again. With a title, each is a screen of its own (a status panel with its heading);
// without, it fills a part of a page that already has its heading.
import type { ReactNode } from 'react';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';

/** The rose ring that turns while something loads; decorative, the words around it say what. */
export function Spinner({ large = false }: { large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`${large ? 'size-12' : 'size-10'} animate-spin rounded-full border-4 border-rose-200 border-t-rose-700 motion-reduce:animate-none`}
    />
  );
}

export interface LoadingPanelProps {
  /** What is loading, read out by screen readers and shown under the spinner. */
  label: string;
  /** A heading makes the panel the whole screen's content (a status panel). */
  title?: string;
  /** `screen`: the whole page waits, the spinner centred in the viewport; `section`: a part of a page. */
  layout?: 'screen' | 'section';
  testId?: string;
  className?: string;
}

export function LoadingPanel({ label, title, layout = 'screen', testId, className = '' }: LoadingPanelProps) {
  if (title) {
    return (
      <StatusPanel title={title} role="status" testId={testId} icon={<Spinner large />}>
        <StatusText>{label}</StatusText>
      </StatusPanel>
    );
  }
  const place = layout === 'screen' ? 'min-h-dvh justify-center gap-3' : 'gap-4 py-24';
  return (
    <div role="status" data-testid={testId} className={`flex flex-col items-center text-stone-700 ${place} ${className}`.trim()}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

export interface ErrorPanelProps {
  /** What went wrong. */
  text: string;
  retryLabel: string;
  onRetry: () => void;
  /** A heading makes the panel the whole screen's content (a status panel). */
  title?: string;
  /** More links or buttons after the retry (with a title only). */
  actions?: ReactNode;
  testId?: string;
}

export function ErrorPanel({ text, retryLabel, onRetry, title, actions, testId }: ErrorPanelProps) {
  const retry = (
    <button type="button" onClick={onRetry} className={`btn-primary px-5 py-2.5 ${title ? '' : 'mt-6'}`.trim()}>
      {retryLabel}
    </button>
  );
  if (title) {
    return (
      <StatusPanel
        title={title}
        role="alert"
        testId={testId}
        actions={
          <>
            {retry}
            {actions}
          </>
        }
      >
        <StatusText>{text}</StatusText>
      </StatusPanel>
    );
  }
  return (
    <div role="alert" data-testid={testId} className="mx-auto max-w-lg py-20 text-center">
      <p className="text-lg text-stone-800">{text}</p>
      {retry}
    </div>
  );
}

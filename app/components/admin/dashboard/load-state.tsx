// What a back-office section shows while its data loads or when loading failed: a polite status
// line, or an alert with a way to try again. Every back-office page and section uses these two.
export function LoadingText({ text, testId }: { text: string; testId?: string }) {
  return (
    <p role="status" className="py-6 text-center text-stone-700" data-testid={testId}>
      {text}
    </p>
  );
}

export function LoadError({ text, retryText, onRetry, testId }: { text: string; retryText: string; onRetry: () => void; testId?: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center"
      data-testid={testId}
    >
      <p className="font-medium text-red-900">{text}</p>
      <button type="button" className="btn-secondary px-4 py-2 text-sm" onClick={onRetry}>
        {retryText}
      </button>
    </div>
  );
}

/** What the sign-in callbacks show while they store the session and move on. */
export function CompletingSignIn() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16">
      <span
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <p role="status" className="text-lg font-semibold text-brand-950">
        Completing sign in...
      </p>
    </div>
  );
}

/** The full-screen placeholder shown while the session is being restored. */
export function AppLoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center bg-background text-muted-foreground"
    >
      <span className="flex items-center gap-3 text-sm font-medium">
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden
        />
        Loading...
      </span>
    </div>
  );
}

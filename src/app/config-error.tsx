/** Shown instead of the app when the VITE_ configuration is missing or malformed. */
export function ConfigError({ problems }: { problems: string[] }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">The app is not configured correctly</h1>
      <p className="text-muted-foreground">
        Check the <code>VITE_SUPABASE_URL</code> and <code>VITE_SUPABASE_ANON_KEY</code> values in your{' '}
        <code>.env</code> file (see <code>.env.example</code>), then restart the dev server.
      </p>
      <ul className="list-disc pl-6 text-sm">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}

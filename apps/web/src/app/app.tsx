import { Button } from '@lancer/ui/components/button';

export function App() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-semibold">Lancer</h1>
      <p className="mt-2 text-muted-foreground">Post a job, hire providers, run projects and get paid.</p>
      <Button className="mt-6">Sign in</Button>
    </main>
  );
}

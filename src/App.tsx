export function App() {
  return (
    <main>
      <h1>Tool Schema Studio</h1>
    </main>
  );
}

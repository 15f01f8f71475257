export default function Greeting() {
  return <p data-testid="greeting">Hello from Tessera</p>;
}

// Fixture demo: only its presence and default export matter to the plugin tests.
export default function SignIn() {
  return null;
}

export default function Faq() {
  return (
    <details>
      <summary>Do you offer free shipping?</summary>
      <p>Yes, on orders over $50.</p>
    </details>
  );
}

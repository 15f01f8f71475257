import {useState, type FormEvent} from 'react';

// Long on purpose: the lab uses it to check the collapsed code block.
export default function ProfileForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [bio, setBio] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(`${name} <${email}>`);
  };

  return (
    <form onSubmit={onSubmit}>
      <p>
        <label>
          Name <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </p>
      <p>
        <label>
          Email{' '}
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
      </p>
      <p>
        <label>
          Bio <textarea value={bio} onChange={(event) => setBio(event.target.value)} />
        </label>
      </p>
      <button type="submit">Save profile</button>
      {submitted && <p role="status">Saved {submitted}</p>}
    </form>
  );
}

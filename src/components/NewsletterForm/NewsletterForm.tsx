import {clsx} from 'clsx';
import {useId, useState, type FormEvent} from 'react';
import {Button, TextField} from '@tessera-ui/react';
import {useNewsletterSignup} from './useNewsletterSignup';
import styles from './NewsletterForm.module.css';

export interface NewsletterFormProps {
  /** Where the form is shown; stored with the sign-up (`footer`, `home`). */
  source: string;
  /** Heading above the form. @default 'Stay in the loop' */
  title?: string;
  /** One line under the heading. */
  description?: string;
  /** Renders the form on a dark surface (the site footer). @default false */
  tone?: 'default' | 'dark';
  className?: string;
}

/**
 * Newsletter sign-up: one email field and a button; subscribes to the newsletter, then
 * to the changelog. The error is linked to the field; success and errors are announced.
 */
export function NewsletterForm({
  source,
  title = 'Stay in the loop',
  description = 'New components and release notes, about once a month. Unsubscribe any time.',
  tone = 'default',
  className,
}: NewsletterFormProps) {
  const {status, message, subscribe} = useNewsletterSignup(source);
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const headingId = useId();
  const honeypotId = useId();
  const isError = status === 'error';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'loading') return;
    if (await subscribe(email, honeypot)) setEmail('');
  }

  return (
    <section
      aria-labelledby={headingId}
      className={clsx(styles.newsletter, tone === 'dark' && 'dark', className)}
      data-tone={tone}
      data-status={status}
    >
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.description}>{description}</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          className={styles.field}
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={setEmail}
          isDisabled={status === 'loading'}
          isInvalid={isError}
          validationBehavior="aria"
          errorMessage={isError ? message : undefined}
        />
        {/* Honeypot: hidden from people and assistive technology, filled only by bots. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={honeypotId}>Website</label>
          <input
            id={honeypotId}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          className={styles.submit}
          isPending={status === 'loading' || status === 'success'}
        >
          Subscribe
        </Button>
      </form>
      {status === 'success' ? <p className={styles.success}>{message}</p> : null}
      {/* One polite live region for both outcomes; the visible error sits under the field. */}
      <div role="status" className="sr-only">
        {status === 'success' || status === 'error' ? message : ''}
      </div>
    </section>
  );
}

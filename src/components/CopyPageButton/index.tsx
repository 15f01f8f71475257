import {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** Fetches the page's Markdown twin (written by plugins/llms-txt) and copies it. */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  // ClipboardItem with a promise keeps the click's user activation across the fetch (Safari needs it).
  if (typeof ClipboardItem !== 'undefined' && 'write' in navigator.clipboard) {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'})),
      }),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function CopyPageButton({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const onClick = async () => {
    try {
      await copyMarkdown(markdownUrl);
      setStatus('copied');
    } catch (error) {
      console.warn('Could not copy the page as Markdown.', error);
      setStatus('failed');
    }
    setTimeout(() => setStatus('idle'), 2000);
  };
  return (
    <div className={styles.root}>
      <button type="button" className={styles.button} onClick={() => void onClick()}>
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.link} href={markdownUrl}>
        View as Markdown
      </a>
      <span role="status" className={styles.srOnly}>
        {status === 'copied'
          ? 'Page copied as Markdown'
          : status === 'failed'
            ? 'Copying failed'
            : ''}
      </span>
    </div>
  );
}

// Wraps the theme's skip link so activating it leaves keyboard focus on <main>. The stock link
// focuses <main> with a temporary tabindex and removes it at once; Chromium then drops focus to
// <body> because the element is no longer focusable, and screen readers announce nothing.
import React, {type ReactNode, type MouseEvent} from 'react';
import SkipToContent from '@theme-original/SkipToContent';

function focusMain(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof HTMLAnchorElement)) return;
  const main =
    document.querySelector<HTMLElement>('main') ??
    document.getElementById('__docusaurus_skipToContent_fallback');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) {
    main.setAttribute('tabindex', '-1');
    // Only while focused: a permanent tabindex would make every click on the text focus <main>.
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), {once: true});
  }
  main.focus();
}

export default function SkipToContentWrapper(): ReactNode {
  return (
    // The click comes from the link inside (Enter on a link fires click); the div adds no role.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={focusMain}>
      <SkipToContent />
    </div>
  );
}

import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ACCENTS, DEFAULT_ACCENT} from './accents';
import styles from './styles.module.css';

const BUILDER = '/themes';

/**
 * Opens the theme builder with the accent picked beside it. A plain link to the builder's default
 * (the library's blue) until a reader picks another; the theme engine that writes the builder's
 * URL loads only then, so the home page's first load does not carry it.
 */
export function CustomizeLink({scope}: {scope: string}): ReactNode {
  const ref = useRef<HTMLAnchorElement>(null);
  const [href, setHref] = useState(BUILDER);

  useEffect(() => {
    const root = ref.current?.closest(`[${scope}]`);
    if (!root) return undefined;
    let current = 0;
    const follow = (id: string) => {
      const accent = ACCENTS.find((entry) => entry.id === id);
      const request = ++current;
      if (!accent || accent.id === DEFAULT_ACCENT) {
        setHref(BUILDER);
        return;
      }
      void import('@tessera-ui/theme').then(({DEFAULT_INPUT, encodeThemeUrl, parseColour}) => {
        if (request !== current) return;
        // The family's light fill, as the library's scale defines it.
        const hex = getComputedStyle(document.documentElement)
          .getPropertyValue(`--tessera-${accent.scale}-${accent.light.accent}`)
          .trim();
        setHref(encodeThemeUrl({...DEFAULT_INPUT, accent: parseColour(hex)}, BUILDER));
      });
    };
    const onChange = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.name === 'accent') follow(target.value);
    };
    // A browser restoring the form after a reload may have checked another accent already.
    const checked = root.querySelector<HTMLInputElement>("input[name='accent']:checked");
    if (checked && checked.value !== DEFAULT_ACCENT) follow(checked.value);
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [scope]);

  return (
    <Link ref={ref} to={href} className={styles.customize}>
      Customize<span className="sr-only"> this theme in the theme builder</span>
    </Link>
  );
}

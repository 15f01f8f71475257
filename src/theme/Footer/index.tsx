// Wraps the classic footer to put the newsletter sign-up above its links.
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {LazyNewsletterForm} from '@site/src/components/NewsletterForm/LazyNewsletterForm';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  return (
    <>
      <div className={styles.newsletterBand}>
        <div className="container">
          <LazyNewsletterForm source="footer" tone="dark" />
        </div>
      </div>
      <Footer {...props} />
    </>
  );
}

import type {ReactNode} from 'react';
import CollapsibleCode from '@site/src/components/CollapsibleCode';
import styles from './styles.module.css';
import toolbarStyles from './toolbar.module.css';

interface ExampleFrameProps {
  preview: ReactNode;
  error: ReactNode;
  errorId: string;
  toolbar: ReactNode;
  code: ReactNode;
  lineCount: number;
  isLive: boolean;
}

/** Layout of an example. It stays mounted when the editor loads, so preview state survives. */
export default function ExampleFrame({
  preview,
  error,
  errorId,
  toolbar,
  code,
  lineCount,
  isLive,
}: ExampleFrameProps): ReactNode {
  return (
    <div className={styles.example} data-testid="example" data-live={isLive || undefined}>
      <div className={styles.preview} data-testid="example-preview">
        {preview}
      </div>
      <div id={errorId} className={styles.errorSlot}>
        {error}
      </div>
      <div className={toolbarStyles.toolbar}>{toolbar}</div>
      <CollapsibleCode lineCount={lineCount}>{code}</CollapsibleCode>
    </div>
  );
}

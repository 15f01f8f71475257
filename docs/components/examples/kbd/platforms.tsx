import {Kbd} from '@tessera-ui/react';

export default function KbdPlatforms() {
  return (
    <dl style={{display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0}}>
      <dt>macOS</dt>
      <dd style={{margin: 0}}>
        <Kbd keys={['shift', 'mod', 'P']} platform="apple" />
      </dd>
      <dt>Windows and Linux</dt>
      <dd style={{margin: 0}}>
        <Kbd keys={['shift', 'mod', 'P']} platform="other" />
      </dd>
    </dl>
  );
}

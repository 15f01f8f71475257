import {useState} from 'react';
import {Switch} from '@tessera-ui/react';

export default function ControlledSwitch() {
  const [isDark, setDark] = useState(false);

  return (
    <div style={{display: 'grid', gap: 8}}>
      <Switch isSelected={isDark} onChange={setDark}>
        Dark editor theme
      </Switch>
      <p style={{margin: 0}}>The editor uses the {isDark ? 'dark' : 'light'} theme.</p>
    </div>
  );
}

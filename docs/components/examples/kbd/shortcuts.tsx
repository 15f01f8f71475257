import {Kbd} from '@tessera-ui/react';

const shortcuts = [
  {action: 'Save', keys: ['mod', 'S']},
  {action: 'Undo', keys: ['mod', 'Z']},
  {action: 'Redo', keys: ['shift', 'mod', 'Z']},
  {action: 'Select line', keys: ['alt', 'L']},
  {action: 'Close panel', keys: ['escape']},
];

export default function KeyboardShortcuts() {
  return (
    <table style={{borderCollapse: 'collapse'}}>
      <caption style={{textAlign: 'start', fontWeight: 600}}>Editor shortcuts</caption>
      <thead>
        <tr>
          <th scope="col">Action</th>
          <th scope="col">Shortcut</th>
        </tr>
      </thead>
      <tbody>
        {shortcuts.map(({action, keys}) => (
          <tr key={action}>
            <td>{action}</td>
            <td>
              <Kbd keys={keys} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

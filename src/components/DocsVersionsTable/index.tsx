import type {ReactNode} from 'react';
import {useVersions} from '@docusaurus/plugin-content-docs/client';

/** Every docs version the site serves, newest first, read from the build (so a cut updates it). */
export default function DocsVersionsTable(): ReactNode {
  const versions = useVersions(undefined);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Served at</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.name}>
            <th scope="row">{version.label}</th>
            <td>
              <code>{version.path.replace(/\/?$/, '/')}</code>
            </td>
            <td>
              {version.name === 'current'
                ? 'Current, actively maintained'
                : 'Older, no longer maintained'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

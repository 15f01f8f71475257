import {Chip} from '@tessera-ui/react';

const sampleDeployments = [
  {name: 'marketing-site', status: 'Live', type: 'success'},
  {name: 'docs-preview', status: 'Building', type: 'accent'},
  {name: 'billing-api', status: 'Failed', type: 'danger'},
] as const;

export default function ChipHero() {
  return (
    <ul style={{display: 'grid', gap: 8, maxWidth: 320, margin: 0, padding: 0, listStyle: 'none'}}>
      {sampleDeployments.map((deployment) => (
        <li key={deployment.name} style={{display: 'flex', justifyContent: 'space-between'}}>
          {deployment.name}
          <Chip type={deployment.type}>{deployment.status}</Chip>
        </li>
      ))}
    </ul>
  );
}

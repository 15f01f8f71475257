import {Avatar} from '@tessera-ui/react';

const sampleReviewers = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Katherine Johnson'];

export default function AvatarGroup() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 12}}>
      <div role="group" aria-label="Reviewers" style={{display: 'flex'}}>
        {sampleReviewers.map((name, index) => (
          <Avatar
            key={name}
            name={name}
            size="sm"
            style={{
              marginInlineStart: index === 0 ? 0 : -4,
              boxShadow: '0 0 0 2px var(--tessera-surface)',
            }}
          />
        ))}
      </div>
      <span>4 reviewers approved this change</span>
    </div>
  );
}

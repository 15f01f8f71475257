import {useState} from 'react';
import {Tag, TagGroup} from '@tessera-ui/react';

const sampleSkills = ['React', 'TypeScript', 'Accessibility', 'Design systems'];

export default function TagGroupHero() {
  const [skills, setSkills] = useState(sampleSkills);

  return (
    <div style={{maxWidth: 420}}>
      <TagGroup
        label="Skills"
        description="Shown on your public profile."
        onRemove={(keys) => setSkills(skills.filter((skill) => !keys.has(skill)))}
        renderEmptyState={() => 'No skills listed.'}
      >
        {skills.map((skill) => (
          <Tag key={skill} id={skill}>
            {skill}
          </Tag>
        ))}
      </TagGroup>
      <p>
        {skills.length} of {sampleSkills.length} skills on your profile.
      </p>
    </div>
  );
}

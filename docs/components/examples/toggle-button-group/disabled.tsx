import {useId} from 'react';
import {Description, ToggleButton, ToggleButtonGroup} from '@tessera-ui/react';

export default function DisabledToggleButtons() {
  const noteId = useId();

  return (
    <div style={{display: 'grid', gap: 16, justifyItems: 'start'}}>
      <ToggleButtonGroup aria-label="Export format" defaultSelectedKeys={['pdf']}>
        <ToggleButton id="pdf">PDF</ToggleButton>
        <ToggleButton id="docx">Word</ToggleButton>
        <ToggleButton id="md" isDisabled>
          Markdown (Pro plan)
        </ToggleButton>
      </ToggleButtonGroup>
      <div style={{display: 'grid', gap: 4}}>
        <ToggleButtonGroup
          aria-label="Paper size"
          aria-describedby={noteId}
          defaultSelectedKeys={['a4']}
          isDisabled
        >
          <ToggleButton id="a4">A4</ToggleButton>
          <ToggleButton id="letter">Letter</ToggleButton>
        </ToggleButtonGroup>
        <Description id={noteId}>Paper size is set by your administrator.</Description>
      </div>
    </div>
  );
}

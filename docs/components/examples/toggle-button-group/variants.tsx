import {ToggleButton, ToggleButtonGroup} from '@tessera-ui/react';

export default function ToggleButtonGroupVariants() {
  return (
    <div style={{display: 'grid', gap: 16, justifyItems: 'start'}}>
      <ToggleButtonGroup aria-label="Layout" defaultSelectedKeys={['list']} disallowEmptySelection>
        <ToggleButton id="list">List</ToggleButton>
        <ToggleButton id="board">Board</ToggleButton>
        <ToggleButton id="calendar">Calendar</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        aria-label="Filters"
        variant="spaced"
        selectionMode="multiple"
        defaultSelectedKeys={['open']}
      >
        <ToggleButton id="open">Open</ToggleButton>
        <ToggleButton id="mine">Assigned to me</ToggleButton>
        <ToggleButton id="overdue">Overdue</ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}

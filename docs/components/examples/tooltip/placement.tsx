import {Button, Tooltip, TooltipTrigger} from '@tessera-ui/react';

const placements = ['top', 'right', 'bottom', 'left'] as const;

export default function TooltipPlacement() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      {placements.map((placement) => (
        <TooltipTrigger key={placement}>
          <Button variant="secondary">{placement}</Button>
          <Tooltip placement={placement}>Placed {placement}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  );
}

import {Button, Kbd, Tooltip, TooltipTrigger} from '@tessera-ui/react';

const actions = [
  {label: 'Undo', keys: ['mod', 'Z'], path: 'M6.5 4 3.5 7l3 3M3.5 7h6a3 3 0 0 1 0 6h-2'},
  {label: 'Redo', keys: ['shift', 'mod', 'Z'], path: 'M9.5 4l3 3-3 3M12.5 7h-6a3 3 0 0 0 0 6h2'},
];

export default function TooltipHero() {
  return (
    <div role="group" aria-label="History" style={{display: 'flex', gap: 8}}>
      {actions.map((action) => (
        <TooltipTrigger key={action.label}>
          <Button variant="secondary" isIconOnly aria-label={action.label}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d={action.path} fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </Button>
          <Tooltip>
            {action.label} <Kbd keys={action.keys} size="sm" />
          </Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  );
}

import {useRef, useState} from 'react';
import {Button, ToastQueue, ToastRegion} from '@tessera-ui/react';

const queue = new ToastQueue();

const conversations = [
  'Invoice #1042 from Northwind',
  'Team lunch on Friday',
  'Your March statement is ready',
];

export default function ToastWithAction() {
  const [inbox, setInbox] = useState(conversations);
  const undoToast = useRef<string | null>(null);

  function archive(subject: string) {
    setInbox((current) => current.filter((item) => item !== subject));
    // One Undo at a time: archiving again makes the previous one final.
    if (undoToast.current) queue.close(undoToast.current);
    undoToast.current = queue.show('Conversation archived', {
      description: subject,
      action: {
        label: 'Undo',
        onAction: () =>
          setInbox((current) =>
            conversations.filter((item) => item === subject || current.includes(item)),
          ),
      },
    });
  }

  return (
    <div style={{display: 'grid', gap: 8, justifyItems: 'start'}}>
      {inbox.map((subject) => (
        <div key={subject} style={{display: 'flex', alignItems: 'center', gap: 12}}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Archive ${subject}`}
            onPress={() => archive(subject)}
          >
            Archive
          </Button>
          <span>{subject}</span>
        </div>
      ))}
      {inbox.length === 0 && (
        <Button variant="secondary" size="sm" onPress={() => setInbox(conversations)}>
          Restore the inbox
        </Button>
      )}
      <p style={{margin: 0}}>Conversations in the inbox: {inbox.length}</p>
      <ToastRegion queue={queue} />
    </div>
  );
}

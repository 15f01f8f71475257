import {useState} from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogFooter,
  DialogTrigger,
  Modal,
  TextArea,
} from '@tessera-ui/react';

export default function DismissableDialogs() {
  const [sent, setSent] = useState(false);

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
        <DialogTrigger>
          <Button variant="secondary">What’s new</Button>
          <Modal>
            <Dialog title="What’s new in 2.1">
              <p style={{margin: 0}}>Dialog, Drawer, Select and eleven more components.</p>
            </Dialog>
          </Modal>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="secondary">Report a problem</Button>
          <Modal isDismissable={false}>
            <Dialog title="Report a problem">
              <TextArea label="What happened?" name="report" />
              <DialogFooter>
                <Button variant="secondary" slot="close">
                  Cancel
                </Button>
                <Button slot="close" onPress={() => setSent(true)}>
                  Send report
                </Button>
              </DialogFooter>
            </Dialog>
          </Modal>
        </DialogTrigger>
      </div>
      {sent && (
        <Alert status="success" title="Report sent">
          Support replies within two working days.
        </Alert>
      )}
    </div>
  );
}

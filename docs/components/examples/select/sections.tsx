import {ListBoxSection, Select, SelectItem} from '@tessera-ui/react';

export default function MeetingRoomSelect() {
  return (
    <div style={{maxWidth: 320}}>
      <Select label="Meeting room" placeholder="Choose a room">
        <ListBoxSection title="Ground floor">
          <SelectItem id="atrium" description="12 seats, projector">
            Atrium
          </SelectItem>
          <SelectItem id="garden" description="6 seats, whiteboard">
            Garden room
          </SelectItem>
        </ListBoxSection>
        <ListBoxSection title="First floor">
          <SelectItem id="studio" description="4 seats, video call kit">
            Studio
          </SelectItem>
          <SelectItem id="boardroom" description="Booked until 3 pm" isDisabled>
            Boardroom
          </SelectItem>
        </ListBoxSection>
      </Select>
    </div>
  );
}

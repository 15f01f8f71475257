import {Accordion, AccordionItem, AccordionPanel, AccordionTrigger} from '@tessera-ui/react';

export default function DisabledAccordionItem() {
  return (
    <Accordion>
      <AccordionItem id="profile">
        <AccordionTrigger>Profile</AccordionTrigger>
        <AccordionPanel>Your name and photo, shown to teammates.</AccordionPanel>
      </AccordionItem>
      <AccordionItem id="sso" isDisabled>
        <AccordionTrigger>Single sign-on (Business plan)</AccordionTrigger>
        <AccordionPanel>Connect your identity provider.</AccordionPanel>
      </AccordionItem>
      <AccordionItem id="sessions">
        <AccordionTrigger>Sessions</AccordionTrigger>
        <AccordionPanel>Devices signed in to your account.</AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

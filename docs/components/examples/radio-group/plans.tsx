import {Radio, RadioGroup} from '@tessera-ui/react';

export default function PlanRadioGroup() {
  return (
    <RadioGroup label="Plan" name="plan" defaultValue="premium">
      <Radio value="basic" description="100 messages per month">
        Basic
      </Radio>
      <Radio value="premium" description="200 messages per month">
        Premium
      </Radio>
      <Radio value="business" description="Unlimited messages">
        Business
      </Radio>
    </RadioGroup>
  );
}

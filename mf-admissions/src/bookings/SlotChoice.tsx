import { CAMPUSES, choiceLabel, type OpenSlot, slotTime } from '@icast/contracts';
import { RadioGroup } from '@icast/ui';

const placesLeft = (seats: number) => (seats === 1 ? '1 place left' : `${seats} places left`);

/** The open slots as one radio group: when, where, how long, how many places are left. */
export function SlotChoice({
  id,
  legend,
  slots,
  value,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  slots: OpenSlot[];
  value: string;
  error?: string;
  onChange: (slotId: string) => void;
}) {
  return (
    <RadioGroup
      id={id}
      name={id}
      legend={legend}
      hint="Times are Lagos time."
      value={value}
      error={error}
      onChange={onChange}
      options={slots.map((slot) => ({
        value: slot._id,
        label: `${slotTime(slot.startsAt)}, ${choiceLabel(CAMPUSES, slot.campus)} campus`,
        hint: `${slot.durationMinutes} minutes · ${placesLeft(slot.seatsLeft)}`,
      }))}
    />
  );
}

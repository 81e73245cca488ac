import { Image, Text } from '@mantine/core';
import type { IntakeAnswer, IntakeField } from '../../../../domain/intake-forms.js';
import { formatDay } from '../record/record-display';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** One answer as staff read it; a drawn signature as its image, a typed one in italics. */
export function AnswerView({
  field,
  answer,
}: {
  field: IntakeField;
  answer: IntakeAnswer | undefined;
}) {
  if (answer === null || answer === undefined || (Array.isArray(answer) && answer.length === 0))
    return (
      <Text size="sm" c="dimmed">
        No answer
      </Text>
    );
  if (typeof answer === 'boolean') {
    const text =
      field.kind === 'consent' ? (answer ? 'Agreed' : 'Not agreed') : answer ? 'Yes' : 'No';
    return <Text size="sm">{text}</Text>;
  }
  if (Array.isArray(answer)) return <Text size="sm">{answer.join(', ')}</Text>;
  if (typeof answer === 'object') {
    if ('drawn' in answer) {
      // Only a PNG drawn on the form shows as an image; anything else the server let through does not.
      if (!PNG_DATA_URL.test(answer.drawn))
        return (
          <Text size="sm" c="dimmed">
            A signature that cannot be shown
          </Text>
        );
      return (
        <Image
          src={answer.drawn}
          alt="Drawn signature"
          maw={320}
          bg="white"
          bd="1px solid var(--mantine-color-default-border)"
          radius="sm"
        />
      );
    }
    return (
      <Text size="sm" fs="italic">
        {answer.typed}
      </Text>
    );
  }
  if (field.kind === 'date') return <Text size="sm">{formatDay(answer)}</Text>;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {answer}
    </Text>
  );
}

import { Accordion, Stack, Text, Title } from '@mantine/core';

const QUESTIONS = [
  {
    question: 'How quickly will you answer?',
    answer:
      'Within 24 hours. Our answer goes to the email address you enter in the form, so please check it is spelled right.',
  },
  {
    question: 'Can you help us move our records from another system?',
    answer:
      'Yes, data migration is part of getting started. Choose Sales as the inquiry type and tell us what you use today (another practice system, spreadsheets or paper) and roughly how many patients you have; we will explain how the move works for your clinic.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'Yes. Every plan starts with a 14-day free trial, and nothing is charged until it ends.',
  },
  {
    question: 'I cannot sign in to my account. What now?',
    answer:
      'On the log-in page choose "Forgot password" and we email you a link to set a new one; it works for one hour. If your email verification link has expired, log in and ask for a new one. Still stuck? Write to us with Support as the inquiry type.',
  },
  {
    question: 'Can I include patient details in my message?',
    answer:
      'Please do not. This form is for questions about Motio, not for clinical information: describe the problem without patients’ names, dates of birth or health details, and we will ask for what we need.',
  },
] as const;

/** The FAQ block of /contact. */
export function ContactFaq() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="contact-faq-title">
      <Stack gap="xs">
        <Title order={2} id="contact-faq-title">
          Frequently asked questions
        </Title>
        <Text c="dimmed">Quick answers to what people ask us most.</Text>
      </Stack>
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {QUESTIONS.map(({ question, answer }) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>
              <Text component="span" fw={600}>
                {question}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="dimmed">{answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

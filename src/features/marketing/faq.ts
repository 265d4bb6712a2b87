// The FAQ entries (their own module, so only the FAQ page downloads them).

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqs: FaqEntry[] = [
  {
    question: 'What is TenderFlow?',
    answer:
      'TenderFlow is a tender management application for small and medium businesses. It lets you record every tender you bid on, track its status from review to won or lost, and manage the tasks behind each bid on a Kanban board or a list.',
  },
  {
    question: 'How does TenderFlow help my business?',
    answer:
      'It replaces scattered spreadsheets and email threads with one place for every bid. Deadlines are tracked for you, everyone knows which tasks are open, and dashboards show your pipeline and win rate, so you submit more complete bids on time.',
  },
  {
    question: 'Can TenderFlow integrate with other tools?',
    answer:
      'Yes. TenderFlow offers an API that lets you connect it to the tools you already use, such as your CRM or accounting software. Contact us if you need help planning an integration.',
  },
  {
    question: 'Is TenderFlow suitable for small businesses?',
    answer:
      'Absolutely. TenderFlow was designed for SMEs from the start: plans begin at $29 a month for up to 5 users, and the interface needs no training, so a small team can be productive on day one.',
  },
  {
    question: 'How secure is my data?',
    answer:
      'Your data is encrypted in transit and at rest, and every record is isolated per account so only you and the people you invite can see it. TenderFlow is GDPR compliant, and you can request a copy or the deletion of your data at any time.',
  },
  {
    question: 'Do you offer a free trial or demo?',
    answer:
      'Yes. Request a demo and one of our specialists will walk you through TenderFlow with your own use case and set you up to try it with your team.',
  },
  {
    question: 'What kind of support do you offer?',
    answer:
      'Every plan includes email support. Professional customers get priority support, and Enterprise customers have 24/7 dedicated support. Our help centre and FAQ are available to everyone.',
  },
  {
    question: 'How often is TenderFlow updated?',
    answer:
      'We ship improvements and fixes continuously and publish a major release every quarter. Updates are automatic and included in every plan.',
  },
];

import { type ReactNode, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { pagePath } from '@comarketing/platform-registry';
import { PageLink } from '../../../islands/page-navigation';

// The six questions of the Support Center, answered with what the product actually does.
const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'How does partner matching work?',
    answer: (
      <>
        When you submit a marketing request, we compare it with complementary local businesses: industry and size, location and radius, budget and
        goals, target audience and campaign preferences. You see the best 2-3 suggestions with the reasons each one fits, and our team reviews every
        request before the final partner selection. <PageLink to={pagePath('howItWorks')}>How It Works</PageLink> walks through every step.
      </>
    ),
  },
  {
    question: 'What does it cost?',
    answer: (
      <>
        Creating an account and being matched are free. The cost of a joint campaign is split between the partners (50-50 by default, or 60-40 or a
        custom split you agree), and budgets start from £100. Where our team manages a campaign, the management fee, 10-15% of the campaign budget,
        is in the quote you accept before any work starts. The <PageLink to={pagePath('terms')}>Terms of Service</PageLink> set out fees and refunds.
      </>
    ),
  },
  {
    question: 'How long until I hear about a match?',
    answer:
      'Suggested partners appear as soon as matching has run on your request, and our team confirms the final partner selection within 24-48 hours. A campaign can go from registration to launch in 7-14 days.',
  },
  {
    question: 'Can I change or cancel a request?',
    answer:
      'You can accept or decline each suggested partner, with a message if you like, so nothing goes ahead without your agreement. A request cannot be edited once submitted: to change or withdraw it, start a live chat or e-mail us and our team will sort it out with you.',
  },
  {
    question: 'Who sees my details?',
    answer:
      'Partners you are matched with see the business profile details shown in a match, never your password or sign-in details. You do not message partners directly: all communication between partners is mediated by our support team.',
  },
  {
    question: 'How is my data protected, and can I delete it?',
    answer: (
      <>
        Passwords are stored only as secure hashes, the only cookie keeps you signed in, and we never sell your data. In Settings you can download all
        your data or delete your account, which erases it from every part of the service. Our <PageLink to={pagePath('privacy')}>Privacy Policy</PageLink> explains what we
        keep and why.
      </>
    ),
  },
];

function FaqItem({ question, answer }: { question: string; answer: ReactNode }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="support-faq__item">
      <h3>
        <button type="button" className="support-faq__question" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen(!open)}>
          {question}
          <ChevronDown aria-hidden="true" />
        </button>
      </h3>
      <div id={answerId} className="support-faq__answer" hidden={!open}>
        <p>{answer}</p>
      </div>
    </li>
  );
}

/** The frequently asked questions: a disclosure list, each answer opened and closed by its question. */
export function SupportFaq() {
  return (
    <ul className="support-faq">
      {FAQ.map((item) => (
        <FaqItem key={item.question} {...item} />
      ))}
    </ul>
  );
}

import { COMPANY } from '@comarketing/contracts';
import { replyTo } from './chat-replies';

// One message per group, in its order.
const GROUPS = [
  { name: 'services', messages: ['What services do you have?', 'What do you OFFER?'], reply: /^We offer 8 core services/ },
  { name: 'process', messages: ['How it works?', 'what is the process'], reply: /six steps/ },
  { name: 'pricing', messages: ['What is the price?', 'How much does it cost?', 'any fees?'], reply: /management fee is 10-15%/ },
  { name: 'campaigns', messages: ['What kind of campaign can we run?', 'joint marketing ideas'], reply: /^Partners can run 7 kinds of joint campaign/ },
  { name: 'matching', messages: ['how do you match us', 'I need a partner', 'find me someone'], reply: /^Matching looks at/ },
  { name: 'benefits', messages: ['What is the benefit?', 'any advantage?', 'why bother'], reply: /^Working with a complementary local business/ },
  { name: 'getting started', messages: ['How do I start?', 'where do I begin', 'can I sign up'], reply: /^Getting started takes a few minutes/ },
  { name: 'support', messages: ['I need support', 'help!', 'how do I contact you'], reply: /24\/7 for urgent matters/ },
  { name: 'trying it', messages: ['Is there a demo?', 'Can I try it?', 'can I test it'], reply: /free account/ },
] as const;

describe('the assistant replies', () => {
  it.each(GROUPS)('answers the $name group, whatever the case of the message', ({ messages, reply }) => {
    for (const message of messages) expect(replyTo(message)).toMatch(reply);
    for (const message of messages) expect(replyTo(message.toUpperCase())).toMatch(reply);
  });

  it('answers by the earliest group in the specification order when a message has keywords of several', () => {
    for (let earlier = 0; earlier < GROUPS.length; earlier += 1) {
      for (let later = earlier + 1; later < GROUPS.length; later += 1) {
        const message = `${GROUPS[later]!.messages[0]} ${GROUPS[earlier]!.messages[0]}`;
        expect({ message, reply: replyTo(message) }).toEqual({ message, reply: expect.stringMatching(GROUPS[earlier]!.reply) });
      }
    }
  });

  it('falls back to a generic help reply', () => {
    expect(replyTo('hello there')).toMatch(/^I can help with/);
    expect(replyTo('')).toMatch(/^I can help with/);
  });

  it('states the facts the product stands by: £100 budgets, the cost splits, fees in the terms, the 24-48 hour review', () => {
    expect(replyTo('price')).toMatch(/£100/);
    expect(replyTo('price')).toMatch(/50-50.*60-40.*custom/);
    expect(replyTo('price')).toMatch(/\/terms/);
    expect(replyTo('process')).toMatch(/24-48 hours/);
    expect(replyTo('support')).toContain(COMPANY.supportEmail);
  });

  it('never hands out credentials, and states none of the unbacked statistics', () => {
    for (const group of GROUPS) {
      for (const message of [...group.messages, 'demo login', 'test account password']) {
        const reply = replyTo(message);
        expect(reply).not.toMatch(/password|credential|username|log ?in with|85%|2x|50% (cost|reduction)|accuracy/i);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PhoneBook } from './phone-book.ts';

describe("a session's phone book", () => {
  it('keeps phone numbers with the saved name, else the one the person set, else the number', () => {
    const book = new PhoneBook();
    book.learn([
      { id: '5511987654321@s.whatsapp.net', name: 'Ana (work)', notify: 'Ana' },
      { id: '5521911112222@s.whatsapp.net', notify: 'Bruno' },
      { id: '5531933334444@s.whatsapp.net' },
      { id: '123456789012345@lid', phoneNumber: '5541955556666@s.whatsapp.net', name: 'Carla' },
      { id: '120363025246125486@g.us', name: 'A group' },
      { id: '987654321098765@lid', name: 'No number known' },
    ]);
    expect(book.list()).toEqual([
      { number: '5511987654321', name: 'Ana (work)' },
      { number: '5521911112222', name: 'Bruno' },
      { number: '5531933334444', name: '5531933334444' },
      { number: '5541955556666', name: 'Carla' },
    ]);
  });

  it('renames on an update, and an update without a name keeps the one known', () => {
    const book = new PhoneBook();
    book.learn([{ id: '5511987654321@s.whatsapp.net', name: 'Ana' }]);
    book.learn([{ id: '5511987654321@s.whatsapp.net', imgUrl: 'changed' }]);
    expect(book.list()).toEqual([{ number: '5511987654321', name: 'Ana' }]);
    book.learn([{ id: '5511987654321@s.whatsapp.net', name: 'Ana Souza' }]);
    expect(book.list()).toEqual([{ number: '5511987654321', name: 'Ana Souza' }]);
  });
});

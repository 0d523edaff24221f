import { describe, expect, it } from 'vitest';
import { amountInWords } from './money-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_000, 'Rupees Twenty Only'],
    [2_100, 'Rupees Twenty-One Only'],
    [9_900, 'Rupees Ninety-Nine Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [99_900, 'Rupees Nine Hundred Ninety-Nine Only'],
    [100_000, 'Rupees One Thousand Only'],
    [100_100, 'Rupees One Thousand One Only'],
    [1_234_500, 'Rupees Twelve Thousand Three Hundred Forty-Five Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [10_000_100, 'Rupees One Lakh One Only'],
    [
      12_345_675,
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Five Paise Only',
    ],
    [
      999_999_999,
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_050_000_000, 'Rupees One Crore Five Lakh Only'],
    [99_900_000_000_000, 'Rupees Ninety-Nine Thousand Nine Hundred Crore Only'],
    [12_000_500_000, 'Rupees Twelve Crore Five Thousand Only'],
    [999_000_000_000_000, 'Rupees Nine Lakh Ninety-Nine Thousand Crore Only'],
    [1, 'One Paise Only'],
    [50, 'Fifty Paise Only'],
    [101, 'Rupees One and One Paise Only'],
    [149_999_00, 'Rupees One Lakh Forty-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [117_882, 'Rupees One Thousand One Hundred Seventy-Eight and Eighty-Two Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses negative or fractional paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});

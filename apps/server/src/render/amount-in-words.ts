/**
 * 'Сумма прописью' on invoices and cash orders: 125000 → 'Сто двадцать пять тысяч тенге 00 тиын'
 * (and the figures beside it, '125 000,00'). number-to-words-ru spells the number; it knows no tenge,
 * so the currency is given to it here.
 */
import numberToWords from 'number-to-words-ru';

type Options = NonNullable<Parameters<typeof numberToWords.convert>[1]>;

/**
 * Tenge and tiyn do not decline on Kazakh payment documents: 'один тенге', 'пять тенге', '21 тиын',
 * as banks and 1С print them («… тенге 00 тиын»), so all three count forms are the same word. Both
 * count as masculine ('один тенге', 'один тиын').
 */
const options: Options = {
  currency: {
    currencyNameCases: ['тенге', 'тенге', 'тенге'],
    currencyNameDeclensions: { nominative: ['тенге', 'тенге'] },
    fractionalPartNameCases: ['тиын', 'тиын', 'тиын'],
    fractionalPartNameDeclensions: { nominative: ['тиын', 'тиын'] },
    currencyNounGender: { integer: 0, fractionalPart: 0 },
    fractionalPartMinLength: 2,
  },
  declension: 'nominative',
};

/** An amount in tenge (the API's '15000.00' or a number) in words, the tiyn as two digits. */
export function amountInWords(amount: string | number): string {
  // Rounded to whole tiyn and handed over as text, so no float digits reach the words.
  return numberToWords.convert(Number(amount).toFixed(2), options);
}

const figures = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount in figures as accounting forms write it beside the words: '15000.00' → '15 000,00'. */
export const amountInFigures = (amount: string | number) => figures.format(Number(amount));

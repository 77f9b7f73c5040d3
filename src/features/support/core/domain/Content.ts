/** Support and legal content from the content API. HTML is sanitised when rendered (RichContent). */
export interface ContentPage { token: string; title: string; html: string }

export interface Faq { id: string; topic: string; question: string; answerHtml: string }

export interface ContactChannels {
  phones: { label: string; number: string; hours: string }[];
  secureMessagePath: string;
  introHtml: string;
}

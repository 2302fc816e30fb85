// Renders what the author wrote in the site's one text format (common/author-text.ts) as elements: headings,
// paragraphs with their line breaks, lists, bold, italics and links.
// No HTML from the text ever reaches the page.
import { Link } from "react-router-dom";
import { parseAuthorText, type Inline } from "@autora/common/author-text.ts";

function InlineParts({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.type === "break") return <br key={index} />;
        if (part.type === "bold") return <strong key={index}>{part.text}</strong>;
        if (part.type === "italic") return <em key={index}>{part.text}</em>;
        if (part.type === "link") {
          return part.href.startsWith("/") ? (
            <Link key={index} to={part.href}>
              {part.text}
            </Link>
          ) : (
            <a
              key={index}
              href={part.href}
              {...(part.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {part.text}
            </a>
          );
        }
        return part.text;
      })}
    </>
  );
}

export function LegalText({ text }: { text: string }) {
  return (
    <>
      {parseAuthorText(text).map((block, index) => {
        if (block.type === "heading") {
          const Heading = block.level === 2 ? "h2" : "h3";
          return (
            <Heading key={index}>
              <InlineParts parts={block.content} />
            </Heading>
          );
        }
        if (block.type === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={index}>
              {block.items.map((item, i) => (
                <li key={i}>
                  <InlineParts parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <InlineParts parts={block.content} />
          </p>
        );
      })}
    </>
  );
}

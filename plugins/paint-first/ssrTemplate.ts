// The page template of the static build: Docusaurus's own (@docusaurus/core's ssgTemplate.html),
// except that the page's scripts run once the browser has painted the server's HTML,
// not as `defer` scripts in the head. With `defer`, a phone that finished parsing before its
// first frame ran main.js's long task first and painted after it (Lighthouse saw an LCP of 1.3 s or
// 2.3 s from one run to the next, with nothing between); the reader saw a blank page meanwhile.
// They are still fetched from the head (preload), while the rest of the page downloads and parses:
// only running them waits. A page opened in a background tab paints nothing, so there they run at
// once. Scripts added by script run in the order added with `async = false`, as `defer` ones do.
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(function(){var s=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>;function l(){s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e);});}if(document.visibilityState==='hidden'){l();}else{requestAnimationFrame(function(){setTimeout(l,0);});}})();</script>
  </body>
</html>
`;

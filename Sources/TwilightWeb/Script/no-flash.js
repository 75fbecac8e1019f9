// The no-flash script (NoFlashScript.swift): a function of the site's data, which
// NoFlashScript.source calls — `(function(known,…){…})(["light","dark"],…);` — inline in
// <head> before any style sheet. ES5, so that any browser runs it, and kept small: it is
// in every page: these comment lines are not sent, and the lines are joined without a
// line break, so each must end where a statement or an expression may go on (`;`, `{`,
// `}`, `,`, an operator). Its parameters:
//   known      the site's styles          darks   the styles that are dark (ThemeStyles)
//   colors     the browser bar's colour of each style
//   sys        what System resolves to, by scheme ("light", "dark", "" unknown) and
//              contrast ("!" high)        hcv     each style's high-contrast variant
//   ddark      whether the default style is dark (a pair's half when the scheme is unknown)
//   attr, prefix, darkClass   how the site marks a style (StyleMarkup)
//   key        the cookie's name          fade    whether switching cross-fades
//   axes       each axis and its values (a colour axis: the pattern of its values)
//   domain     "; Domain=…" or ""
//   maxAge     the cookie's lifetime in seconds
(function(known,darks,colors,sys,hcv,ddark,attr,prefix,darkClass,key,fade,axes,domain,maxAge){
var d=document.documentElement,bc=null,dissolve=null,current=null,nonce=document.currentScript&&document.currentScript.nonce;
var forced=d.getAttribute("data-twilight-forced");if(known.indexOf(forced)<0)forced=null;
var names=Object.keys(axes).sort(),lastP=null,lastAx={};
function has(n,v){var o=Object.prototype.hasOwnProperty.call(axes,n)?axes[n]:null;
return o!==null&&(typeof o==="string"?typeof v==="string"&&new RegExp(o).test(v):o.indexOf(v)>=0);}
function decode(t){try{return decodeURIComponent(t);}catch(e){return null;}}
function cookieRaw(k){var c=document.cookie.split(";"),i,p;for(i=0;i<c.length;i++){p=c[i].replace(/^\s+/,"");
if(p.indexOf(k+"=")===0)return p.slice(k.length+1);}return null;}
function stored(k){try{return localStorage.getItem(k);}catch(e){return null;}}
function parse(v){var r={p:null,a:{}},q,i,e,x;if(typeof v!=="string")return r;x=decode(v);if(valid(x)){r.p=x;return r;}
q=v.split("&");x=decode(q[0]);r.p=valid(x)?x:null;
for(i=1;i<q.length;i++){e=q[i].indexOf("=");x=e<0?null:decode(q[i].slice(e+1));if(x!==null&&has(q[i].slice(0,e),x))r.a[q[i].slice(0,e)]=x;}return r;}
function state(){var s=parse(cookieRaw(key)),l,n,v,named=false;if(s.p===null){l=parse(stored(key));if(l.p!==null)s=l;}
for(n in s.a)named=true;for(n in axes){v=cookieRaw(key+"-"+n);v=v===null?stored(key+"-"+n):decode(v);
if(v!==null){s.old=true;if(!named&&has(n,v))s.a[n]=v;}}return s;}
function read(){return state().p||"system";}
function chosen(){return state().a;}
function text(p,a){var t=encodeURIComponent(p),i;for(i=0;i<names.length;i++)if(has(names[i],a[names[i]]))t+="&"+names[i]+"="+encodeURIComponent(a[names[i]]);return t;}
function markAxes(a){var n;for(n in axes){if(has(n,a[n]))d.setAttribute("data-"+n,a[n]);else d.removeAttribute("data-"+n);}lastAx=a;}
function pair(v){if(typeof v!=="string"||v.indexOf("system:")!==0)return null;var q=v.split(":");
if((q.length!==3&&q.length!==5)||known.indexOf(q[1])<0||known.indexOf(q[2])<0)return null;
if(q.length===5&&((q[3]&&known.indexOf(q[3])<0)||(q[4]&&known.indexOf(q[4])<0)))return null;return q;}
function interim(v){if(typeof v!=="string")return null;var q=v.split(":");
if(q.length<3||q[1]!=="while"||known.indexOf(q[0])<0||(q[2]!=="light"&&q[2]!=="dark"))return null;
var rest=q.length===3?"system":"system:"+q.slice(3).join(":");if(rest!=="system"&&!pair(rest))return null;
return {style:q[0],scheme:q[2],rest:rest};}
function valid(v){return v==="system"||known.indexOf(v)>=0||pair(v)!==null||interim(v)!==null;}
function follows(v){return v==="system"||pair(v)!==null||interim(v)!==null;}
var mq=window.matchMedia?window.matchMedia("(prefers-color-scheme: dark)"):null;
var still=window.matchMedia?window.matchMedia("(prefers-reduced-motion: reduce)"):null;
var cq=window.matchMedia?window.matchMedia("(prefers-contrast: more)"):null;
function scheme(){return mq?(mq.matches?"dark":"light"):null;}
function ended(i){var s=scheme();return s!==null&&s!==i.scheme;}
function vary(s){return cq&&cq.matches&&Object.prototype.hasOwnProperty.call(hcv,s)?hcv[s]:s;}
function resolve(p){var q=pair(p),m=scheme(),hi=!!(cq&&cq.matches),i=interim(p),dark,h;if(i)return ended(i)?resolve(i.rest):vary(i.style);
if(q){dark=m===null?ddark:m==="dark";h=hi&&q.length===5?(dark?q[4]:q[3]):"";return h||vary(dark?q[2]:q[1]);}
return p==="system"?sys[(m||"")+(hi?"!":"")]:vary(p);}
function sheet(css){var e=document.createElement("style");if(nonce)e.setAttribute("nonce",nonce);e.appendChild(document.createTextNode(css));document.head.appendChild(e);return e;}
function bar(){var cs=document.querySelectorAll?document.querySelectorAll('meta[name="color-scheme"]'):[];
for(var j=0;j<cs.length;j++)cs[j].setAttribute("content",d.style.colorScheme);
var c=colors[current];if(!c)return;var ms=document.querySelectorAll('meta[name="theme-color"]'),m;
for(var i=0;i<ms.length;i++)ms[i].parentNode.removeChild(ms[i]);
m=document.createElement("meta");m.setAttribute("name","theme-color");m.setAttribute("content",c);document.head.appendChild(m);}
function mark(s,night){var c=d.classList,i;if(attr)d.setAttribute(attr,s);
if(prefix!==null){for(i=0;i<known.length;i++)c.remove(prefix+known[i]);c.add(prefix+s);}
if(darkClass){if(night)c.add(darkClass);else c.remove(darkClass);}
d.style.colorScheme=night?"dark":"light";current=s;
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",bar);else bar();}
function set(s,night,instant,a){var off=instant?sheet("*,*::before,*::after{transition:none!important}"):null;if(a)markAxes(a);mark(s,night);
if(off){window.getComputedStyle(d).opacity;setTimeout(function(){off.parentNode.removeChild(off);},1);}}
function tell(p,s,a){if(typeof CustomEvent==="function"&&document.dispatchEvent)document.dispatchEvent(new CustomEvent("twilightchange",{detail:{preference:p,style:s,axes:a||lastAx}}));}
function apply(p,switching,a){lastP=p;if(forced&&switching){if(a)axisChanged(a);else tell(p,forced);return;}
var s=forced||resolve(p),moving=switching&&fade&&!(still&&still.matches);
var night=darks.indexOf(s)>=0;
if(moving&&document.startViewTransition&&current!==s){
if(!dissolve)dissolve=sheet("::view-transition-group(root),::view-transition-old(root),::view-transition-new(root){animation-duration:.3s}");
document.startViewTransition(function(){set(s,night,true,a);});}
else set(s,night,switching&&!moving,a);tell(p,s,a);}
function cookie(k,v,age){document.cookie=k+"="+v+"; Path=/; Max-Age="+age+domain+"; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");}
function save(p,a){var n,t=text(p,a);if(domain)document.cookie=key+"=; Path=/; Max-Age=0";
cookie(key,t,maxAge);try{localStorage.setItem(key,t);}catch(e){}
for(n in axes){if(cookieRaw(key+"-"+n)!==null){if(domain)document.cookie=key+"-"+n+"=; Path=/; Max-Age=0";cookie(key+"-"+n,"",0);}
try{localStorage.removeItem(key+"-"+n);}catch(e){}}}
function post(){if(bc)bc.postMessage(text(read(),chosen()));}
function choose(p,c){var a=chosen(),was=text("",a),n;if(!valid(p))return false;
for(n in c||{}){if(!Object.prototype.hasOwnProperty.call(axes,n)||(c[n]!==null&&!has(n,c[n])))return false;if(c[n]===null)delete a[n];else a[n]=c[n];}
save(p,a);apply(p,true,text("",a)!==was?a:null);post();return true;}
function axisChanged(a){var off=sheet("*,*::before,*::after{transition:none!important}");markAxes(a);
window.getComputedStyle(d).opacity;setTimeout(function(){off.parentNode.removeChild(off);},1);tell(lastP,current);}
function setAxis(n,v){var a=chosen();if(!Object.prototype.hasOwnProperty.call(axes,n)||(v!==null&&!has(n,v)))return false;
if(v===null)delete a[n];else a[n]=v;save(read(),a);axisChanged(a);post();return true;}
function account(e){var s=parse(e.data),moved,changed;if(s.p===null)return;
moved=s.p!==read();changed=text("",s.a)!==text("",chosen());if(!moved&&!changed)return;
save(s.p,s.a);if(moved)apply(s.p,true,changed?s.a:null);else axisChanged(s.a);post();}
function until(s){var p=read(),i=interim(p),now=scheme(),rest;if(known.indexOf(s)<0)return false;
if(!follows(p)||now===null)return choose(s);rest=i?i.rest:p;return choose(s+":while:"+now+rest.slice(6));}
var first=read(),ending=interim(first);if(ending&&ended(ending)){first=ending.rest;save(first,chosen());}else if(state().old)save(first,chosen());
markAxes(chosen());apply(first,false);
var follow=function(){var p=read(),i=interim(p);if(i&&ended(i)){choose(i.rest);return;}if(follows(p))apply(p,true);};
[mq,cq].forEach(function(q){if(!q)return;if(q.addEventListener)q.addEventListener("change",follow);else if(q.addListener)q.addListener(follow);});
function other(v){var s=parse(v),p;if(s.p===null)s=state();p=s.p||"system";if(p!==lastP)apply(p,true);if(text("",s.a)!==text("",lastAx))axisChanged(s.a);}
window.addEventListener("storage",function(e){if(e.key===key)other(e.newValue);});
if(window.BroadcastChannel){bc=new BroadcastChannel("twilight-theme");bc.onmessage=function(e){other(e.data);};}
window.twilight={get:read,style:function(){return forced||resolve(read());},set:choose,setUntilSystemChanges:until,axes:chosen,setAxis:setAxis};
var live=d.getAttribute("data-twilight-events"),wait=1000;
function listen(){var es=new EventSource(live);es.onopen=function(){wait=1000;};
es.onmessage=account;
es.onerror=function(){es.close();setTimeout(listen,wait);wait=Math.min(wait*2,30000);};}
if(live&&window.EventSource)listen();})
